// Force-unwrapping nil traps
let dict = ["a": 1]
let value: Int = dict["missing"]!
print(value)
// expect-error: Unexpectedly found nil while unwrapping an Optional value
