// Swift book style: function parameters, argument labels, defaults, variadics
// Checks: multiple return values via tuples, optional tuple returns,
// implicit return, argument labels vs parameter names, omitted labels,
// default parameter values, variadic parameters (including several), discardable results.

func greet(person: String, alreadyGreeted: Bool) -> String {
    if alreadyGreeted {
        return greetAgain(person: person)
    } else {
        return greet(person: person)
    }
}
func greet(person: String) -> String {
    "Hello, " + person + "!"
}
func greetAgain(person: String) -> String {
    "Hello again, " + person + "!"
}
print(greet(person: "Tim", alreadyGreeted: true))
print(greet(person: "Anna", alreadyGreeted: false))

func sayHelloWorld() -> String { "hello, world" }
print(sayHelloWorld())

func printAndCount(string: String) -> Int {
    print(string)
    return string.count
}
func printWithoutCounting(string: String) {
    let _ = printAndCount(string: string)
}
print(printAndCount(string: "hello, world"))
printWithoutCounting(string: "hello, world")

func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0]
    var currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin {
            currentMin = value
        } else if value > currentMax {
            currentMax = value
        }
    }
    return (currentMin, currentMax)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) == nil)

func greet(_ person: String, from hometown: String) -> String {
    "Hello \(person)!  Glad you could visit from \(hometown)."
}
print(greet("Bill", from: "Cupertino"))

func someFunction(parameterWithoutDefault: Int, parameterWithDefault: Int = 12) -> Int {
    parameterWithoutDefault * 100 + parameterWithDefault
}
print(someFunction(parameterWithoutDefault: 3, parameterWithDefault: 6))
print(someFunction(parameterWithoutDefault: 4))

func makeTag(_ name: String, id: Int = 0, classes: [String] = [], closed: Bool = true) -> String {
    var tag = "<\(name)"
    if id != 0 { tag += " id=\(id)" }
    if !classes.isEmpty { tag += " class=\(classes.joined(separator: "+"))" }
    tag += closed ? "/>" : ">"
    return tag
}
print(makeTag("br"))
print(makeTag("div", classes: ["a", "b"]))
print(makeTag("p", id: 7, closed: false))

func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers {
        total += number
    }
    return numbers.isEmpty ? 0 : total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
print(arithmeticMean())

func report(_ scores: Int..., names: String..., title: String = "Report") -> String {
    "\(title): \(scores.count) scores \(scores), \(names.count) names \(names)"
}
print(report(1, 2, 3, names: "a", "b"))
print(report(names: "solo", title: "Custom"))
print(report(9))

@discardableResult
func log(_ message: String) -> Int {
    print("log: \(message)")
    return message.count
}
log("ignored result")
print(log("used result"))

// Overloads by label and type
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: String) -> String { "String \(value)" }
func describe(count value: Int) -> String { "count \(value)" }
print(describe(5), describe("five"), describe(count: 5))

// Argument labels that are keywords
func move(from start: Int, to end: Int, in steps: Int = 1) -> [Int] {
    Array(stride(from: start, through: end, by: steps))
}
print(move(from: 0, to: 6, in: 2))
print(move(from: 3, to: 5))

// expect: Hello again, Tim!
// expect: Hello, Anna!
// expect: hello, world
// expect: hello, world
// expect: 12
// expect: hello, world
// expect: min is -6 and max is 109
// expect: true
// expect: Hello Bill!  Glad you could visit from Cupertino.
// expect: 306
// expect: 412
// expect: <br/>
// expect: <div class=a+b/>
// expect: <p id=7>
// expect: 3.0
// expect: 10.0
// expect: 0.0
// expect: Report: 3 scores [1, 2, 3], 2 names ["a", "b"]
// expect: Custom: 0 scores [], 1 names ["solo"]
// expect: Report: 1 scores [9], 0 names []
// expect: log: ignored result
// expect: log: used result
// expect: 11
// expect: Int 5 String five count 5
// expect: [0, 2, 4, 6]
// expect: [3, 4, 5]
