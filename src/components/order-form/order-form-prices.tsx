import { Table } from '@/components/ui/table';
import { formatCents } from '@/lib/format';
import type { FormCatalogue } from './order-form-catalogue';

const cell = 'border px-1.5 py-0.5 print:px-1 print:py-px';

/**
 * The coffees and their bags with prices and codes: a grid of coffees by kind of bag (grind and size) when the kinds
 * are few, otherwise each coffee's bags listed in its row.
 */
export function OrderFormPrices({ catalogue }: { catalogue: FormCatalogue }) {
  const { coffees, variants, grid } = catalogue;
  if (coffees.length === 0) {
    return <p className="text-muted-foreground">See the page for the coffees on offer.</p>;
  }
  return (
    <Table scrollLabel="Price table" className="border-collapse text-left text-sm print:text-[8.5pt]">
      <thead>
        <tr>
          <th scope="col" className={cell}>
            Coffee
          </th>
          {grid ? (
            variants.map((variant) => (
              <th key={variant.key} scope="col" className={`${cell} text-center leading-tight font-semibold`}>
                {variant.grind}
                <span className="block font-normal">{variant.size}</span>
              </th>
            ))
          ) : (
            <th scope="col" className={cell}>
              Bags (code, grind, size, price)
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {coffees.map((coffee) => (
          <tr key={coffee.number}>
            <th scope="row" className={`${cell} font-medium`}>
              <span className="mr-1 font-bold">{coffee.number}</span>
              {coffee.name}
            </th>
            {grid ? (
              variants.map((variant) => {
                const option = coffee.options.find((candidate) => candidate.variantKey === variant.key);
                return (
                  <td key={variant.key} className={`${cell} text-center whitespace-nowrap tabular-nums`}>
                    {option ? (
                      <>
                        <span className="mr-1 font-bold">{option.code}</span>
                        {formatCents(option.priceCents)}
                      </>
                    ) : (
                      <span aria-label="Not offered">—</span>
                    )}
                  </td>
                );
              })
            ) : (
              <td className={cell}>
                {coffee.options.map((option) => {
                  const variant = variants.find((candidate) => candidate.key === option.variantKey)!;
                  return (
                    <span key={option.id} className="mr-3 inline-block whitespace-nowrap tabular-nums">
                      <span className="mr-1 font-bold">{option.code}</span>
                      {variant.grind}, {variant.size} {formatCents(option.priceCents)}
                    </span>
                  );
                })}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
