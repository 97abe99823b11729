package engine

import "reflect"

// cloneZero returns a new zero value of the action type a points to.
func cloneZero(a Action) Action {
	return reflect.New(reflect.TypeOf(a).Elem()).Interface().(Action)
}

// derefAction returns the action value a points to.
func derefAction(a Action) Action {
	return reflect.ValueOf(a).Elem().Interface().(Action)
}
