// Check error: a call uses the parameter's internal name as its label
func convert(celsius value: Double) -> Double {
    return value * 9 / 5 + 32
}

let boiling = convert(value: 100)
print(boiling)
// expect-error: incorrect argument label in call (have 'value:', expected 'celsius:')
