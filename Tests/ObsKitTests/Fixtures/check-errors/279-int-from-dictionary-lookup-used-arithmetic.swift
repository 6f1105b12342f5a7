// Check error: an Int? from a dictionary lookup used in arithmetic without unwrapping
let stock = ["apples": 12, "pears": 7]
let apples: Int = stock["apples"]
let doubled = apples * 2
print(doubled)
// expect-error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
