// Compiler test style: optional patterns case let x? in switch, for-case and if-case
let values: [Int?] = [1, nil, 3, nil, 5, 42]

for case let v? in values {
    print("some \(v)", terminator: "; ")
}
print()

for case let v? in values where v > 2 {
    print("big \(v)")
}

func classify(_ x: Int?) -> String {
    switch x {
    case nil: return "nothing"
    case 0?: return "zero"
    case let n? where n < 0: return "negative \(n)"
    case let n? where n > 40: return "huge \(n)"
    case .some(let n): return "plain \(n)"
    }
}
print([nil, 0, -3, 41, 7].map(classify))

let pair: (Int?, String?) = (4, nil)
switch pair {
case let (a?, b?): print("both", a, b)
case let (a?, nil): print("only int", a)
case let (nil, b?): print("only string", b)
case (nil, nil): print("neither")
}

let nested: Int?? = 8
if case let x?? = nested { print("unwrapped twice:", x) }
let nestedNil: Int?? = .some(nil)
switch nestedNil {
case .some(.some(let x)): print("value", x)
case .some(.none): print("inner nil")
case .none: print("outer nil")
}

enum Token { case word(String), number(Int?) }
let tokens: [Token] = [.word("hi"), .number(3), .number(nil), .word("yo"), .number(9)]
for case .number(let n?) in tokens { print("number token", n) }
var words: [String] = []
for t in tokens { if case .word(let w) = t { words.append(w) } }
print(words)

let dict = ["a": 1, "b": 2]
if case let v? = dict["b"], v > 1 { print("b is", v) }
let maybeString: String? = "hello"
if case "hello"? = maybeString { print("matched literal optional") }
guard case let s? = maybeString else { fatalError() }
print(s.count)

// expect: some 1; some 3; some 5; some 42; 
// expect: big 3
// expect: big 5
// expect: big 42
// expect: ["nothing", "zero", "negative -3", "huge 41", "plain 7"]
// expect: only int 4
// expect: unwrapped twice: 8
// expect: inner nil
// expect: number token 3
// expect: number token 9
// expect: ["hi", "yo"]
// expect: b is 2
// expect: matched literal optional
// expect: 5
