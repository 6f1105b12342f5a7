// Swift Regex style (alternation with optional captures): each branch's capture is nil unless that branch matched
let inputs = ["42", "3.14", "0x1F", "-7", "1e3", "abc"]

let number = #/(?<hex>0x[0-9A-Fa-f]+)|(?<float>-?\d+\.\d+)|(?<int>-?\d+)/#

for input in inputs {
    guard let m = input.wholeMatch(of: number) else {
        print("\(input): not a number")
        continue
    }
    switch (m.hex, m.float, m.int) {
    case (let h?, nil, nil):
        print("\(input): hex \(Int(h.dropFirst(2), radix: 16)!)")
    case (nil, let f?, nil):
        print("\(input): float \(Double(f)! * 2)")
    case (nil, nil, let i?):
        print("\(input): int \(Int(i)! + 1)")
    default:
        print("\(input): ambiguous")
    }
}

let mixed = "values: 10, 0xFF, 2.5, -3"
let kinds = mixed.matches(of: number).map { m -> String in
    if m.output.hex != nil { return "hex" }
    if m.output.float != nil { return "float" }
    return "int"
}
print(kinds)
print(mixed.matches(of: number).map { m in m.output.0 })

// expect: 42: int 43
// expect: 3.14: float 6.28
// expect: 0x1F: hex 31
// expect: -7: int -6
// expect: 1e3: not a number
// expect: abc: not a number
// expect: ["int", "hex", "float", "int"]
// expect: ["10", "0xFF", "2.5", "-3"]
