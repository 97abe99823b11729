package engine

import (
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/strictjson"
)

// maxReport bounds a report read back (UnmarshalReport): what one action
// did is small, even an attack on many targets.
const maxReport = 256 << 10

// MarshalReport writes what an action did whole, for a device that
// proposed the action to another device's table: it reads the report back
// (UnmarshalReport) and tells the players what the table did as if it had
// done the action itself.
func MarshalReport(r Report) ([]byte, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	return data, nil
}

// UnmarshalReport reads what MarshalReport writes of an action done on
// this scenario, refusing unknown or repeated fields and a report of more
// than 256 KB. A pending attack follows the scenario's rules, as in the
// scenario's own snapshot (the rules are not in the JSON).
func (s *Scenario) UnmarshalReport(data []byte) (Report, error) {
	if len(data) > maxReport {
		return Report{}, fmt.Errorf("report of %d bytes: more than %d", len(data), maxReport)
	}
	if err := strictjson.CheckDuplicateKeys(data); err != nil {
		return Report{}, fmt.Errorf("report: %w", err)
	}
	var r Report
	if err := strictjson.Unmarshal(data, &r); err != nil {
		return Report{}, fmt.Errorf("report: %w", err)
	}
	if r.Pending != nil {
		r.Pending.Attack.Rules = s.Rules()
		r.Pending.Given.Rules = s.Rules()
	}
	return r, nil
}
