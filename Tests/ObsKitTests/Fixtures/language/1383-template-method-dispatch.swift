// Inheritance: a base method calling overridable hooks (dynamic dispatch), super chains through three levels, final classes.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Report {
    func title() -> String { "Report" }
    func rows() -> [String] { [] }
    func footer() -> String? { nil }
    final func render() -> String {
        var lines = ["== \(title()) =="]
        lines += rows().enumerated().map { "\($0.offset + 1). \($0.element)" }
        if let footer = footer() { lines.append("-- \(footer)") }
        return lines.joined(separator: "\n")
    }
}
class SalesReport: Report {
    let sales: [Int]
    init(sales: [Int]) { self.sales = sales }
    override func title() -> String { "Sales" }
    override func rows() -> [String] { sales.map { "sold \($0)" } }
    override func footer() -> String? { "total \(sales.reduce(0, +))" }
}
final class QuarterlyReport: SalesReport {
    override func title() -> String { "Q1 " + super.title() }
    override func rows() -> [String] { super.rows().filter { !$0.hasSuffix(" 0") } }
}
print(Report().render())
print(SalesReport(sales: [3, 0, 5]).render())
print(QuarterlyReport(sales: [3, 0, 5]).render())
class Animal {
    func sound() -> String { "..." }
    func speak(times: Int) -> String { Array(repeating: sound(), count: times).joined(separator: " ") }
}
class Dog: Animal { override func sound() -> String { "woof" } }
class Puppy: Dog { override func sound() -> String { super.sound().uppercased() + "!" } }
let animals: [Animal] = [Animal(), Dog(), Puppy()]
for a in animals { print(type(of: a), a.speak(times: 2)) }

// expect: == Report ==
// expect: == Sales ==
// expect: 1. sold 3
// expect: 2. sold 0
// expect: 3. sold 5
// expect: -- total 8
// expect: == Q1 Sales ==
// expect: 1. sold 3
// expect: 2. sold 5
// expect: -- total 8
// expect: Animal ... ...
// expect: Dog woof woof
// expect: Puppy WOOF! WOOF!
