package reporting

// Definition is a KPI as the catalog publishes it: the KPI with what its inputs
// make of it, the parameters it accepts and whether it is split per currency.
type Definition struct {
	*KPI
	Params      []Param
	PerCurrency bool
}

// Definition returns a KPI's published definition.
func (c *Catalog) Definition(k *KPI) Definition {
	return Definition{KPI: k, Params: c.Params(k.Key), PerCurrency: c.PerCurrency(k.Key)}
}

// Definitions returns every KPI's definition in catalog order.
func (c *Catalog) Definitions() []Definition {
	out := make([]Definition, len(c.list))
	for i, k := range c.list {
		out[i] = c.Definition(k)
	}
	return out
}
