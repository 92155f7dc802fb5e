package porttest

// advancingCases returns the AdvancingStore contract. Each case starts on a
// backend that holds the records suite's two organizations with their fixture
// datasets (advancingSetup), whose projects, shows and people the packets and
// recipients refer to.
//
// Packets are compared as the stores return them (advNormal): instants in UTC at
// microsecond precision, an audience's sections in section order, empty lists
// nil. Tallies and recipients' progress must equal the model's, advancing.TallyOf
// and advancing.Track over the events appended.
func advancingCases() []contractCase {
	var cases []contractCase
	cases = append(cases, advancingPacketCases...)
	cases = append(cases, advancingUpdateCases...)
	cases = append(cases, advancingBatchCases...)
	cases = append(cases, advancingTallyCases...)
	cases = append(cases, advancingProgressCases...)
	return cases
}
