// Check error: using an Int? from Int(String) in arithmetic without unwrapping it
let input = "41"
let number = Int(input)
let next: Int = number + 1
print(next)
// expect-error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
