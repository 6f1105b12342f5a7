// Nested types: enums and structs nested inside structs, referring to nested types from outside
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A restaurant menu entry with its course and spice level described by nested types.
struct MenuDish {
    enum Course: Character {
        case starter = "S", main = "M", side = "X", dessert = "D"
    }
    enum Heat: Int {
        case none = 0, mild, medium, hot
        case fiery, volcanic
        struct Label {
            let chilies: Int, warning: String?
        }
        var label: Label {
            switch self {
            case .volcanic: return Label(chilies: 5, warning: "ask staff first")
            case .hot, .fiery: return Label(chilies: rawValue, warning: "spicy")
            default: return Label(chilies: rawValue, warning: nil)
            }
        }
    }
    let name: String, heat: Heat, course: Course
    var description: String {
        var output = "\(name) [\(course.rawValue)],"
        output += " chilies: \(heat.label.chilies)"
        if let w = heat.label.warning { output += " (\(w))" }
        return output
    }
}
let curry = MenuDish(name: "Lamb curry", heat: .volcanic, course: .main)
print("curry: \(curry.description)")
print(MenuDish(name: "Wings", heat: .hot, course: .starter).description)
print(MenuDish(name: "Sorbet", heat: .none, course: .dessert).description)
let dessertCode = MenuDish.Course.dessert.rawValue
print(dessertCode)
let l: MenuDish.Heat.Label = MenuDish.Heat.mild.label
print(l.chilies, l.warning as Any)

class Library {
    struct Book {
        let title: String
        let status: Status
    }
    enum Status: String { case available, borrowed }
    private(set) var books: [Book] = []
    func add(_ title: String, _ status: Status = .available) { books.append(Book(title: title, status: status)) }
    func titles(with status: Status) -> [String] { books.filter { $0.status == status }.map(\.title) }
}
let lib = Library()
lib.add("Dune")
lib.add("Emma", .borrowed)
lib.add("Ulysses")
print(lib.titles(with: .available), lib.titles(with: .borrowed))
let b = Library.Book(title: "Nested", status: Library.Status.borrowed)
print(b.title, b.status.rawValue)
// expect: curry: Lamb curry [M], chilies: 5 (ask staff first)
// expect: Wings [S], chilies: 3 (spicy)
// expect: Sorbet [D], chilies: 0
// expect: D
// expect: 1 nil
// expect: ["Dune", "Ulysses"] ["Emma"]
// expect: Nested borrowed
