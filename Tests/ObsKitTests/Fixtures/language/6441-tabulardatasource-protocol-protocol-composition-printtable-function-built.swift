// Big Nerd Ranch style (protocols): a TabularDataSource protocol, protocol composition, and a printTable function built on it
protocol TabularDataSource {
    var numberOfRows: Int { get }
    var numberOfColumns: Int { get }
    func label(forColumn column: Int) -> String
    func itemFor(row: Int, column: Int) -> String
}
protocol Titled {
    var title: String { get }
}
func printTable(_ dataSource: TabularDataSource & Titled) {
    print("Table: \(dataSource.title)")
    var widths: [Int] = []
    for c in 0..<dataSource.numberOfColumns {
        var w = dataSource.label(forColumn: c).count
        for r in 0..<dataSource.numberOfRows {
            w = max(w, dataSource.itemFor(row: r, column: c).count)
        }
        widths.append(w)
    }
    func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: w - s.count) }
    let header = (0..<dataSource.numberOfColumns).map { pad(dataSource.label(forColumn: $0), widths[$0]) }
    print("| " + header.joined(separator: " | ") + " |")
    for r in 0..<dataSource.numberOfRows {
        let cells = (0..<dataSource.numberOfColumns).map { pad(dataSource.itemFor(row: r, column: $0), widths[$0]) }
        print("| " + cells.joined(separator: " | ") + " |")
    }
}
struct Person {
    let name: String
    let age: Int
    let yearsOfExperience: Int
}
struct Department: TabularDataSource, Titled, CustomStringConvertible {
    let title: String
    private var people: [Person] = []
    init(title: String) { self.title = title }
    mutating func add(_ person: Person) { people.append(person) }
    var numberOfRows: Int { people.count }
    var numberOfColumns: Int { 3 }
    func label(forColumn column: Int) -> String {
        ["Employee Name", "Age", "Years of Experience"][column]
    }
    func itemFor(row: Int, column: Int) -> String {
        let p = people[row]
        switch column {
        case 0: return p.name
        case 1: return String(p.age)
        default: return String(p.yearsOfExperience)
        }
    }
    var description: String { "Department (\(title))" }
}
var department = Department(title: "Engineering")
department.add(Person(name: "Eva", age: 30, yearsOfExperience: 6))
department.add(Person(name: "Saleh", age: 40, yearsOfExperience: 18))
department.add(Person(name: "Amit", age: 50, yearsOfExperience: 20))
printTable(department)
print(department)
let sources: [any TabularDataSource] = [department]
print(sources.map { "\($0.numberOfRows)x\($0.numberOfColumns)" })
if let titled = sources.first as? Titled { print("titled:", titled.title) }
print(department is CustomStringConvertible, String(describing: department))

// expect: Table: Engineering
// expect: | Employee Name | Age | Years of Experience |
// expect: | Eva           | 30  | 6                   |
// expect: | Saleh         | 40  | 18                  |
// expect: | Amit          | 50  | 20                  |
// expect: Department (Engineering)
// expect: ["3x3"]
// expect: titled: Engineering
// expect: true Department (Engineering)
