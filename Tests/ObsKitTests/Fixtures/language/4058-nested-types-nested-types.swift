// Swift book style: Nested Types: nested types defined in extensions and referenced from outside
struct Restaurant {
    var name: String
    var menu: [Dish] = []
}

extension Restaurant {
    struct Dish {
        enum Course: Int, Comparable {
            case starter = 1, main, dessert
            static func < (lhs: Course, rhs: Course) -> Bool {
                return lhs.rawValue < rhs.rawValue
            }
            var label: String {
                switch self {
                case .starter: return "Starter"
                case .main: return "Main"
                case .dessert: return "Dessert"
                }
            }
        }
        let title: String
        let course: Course
        let price: Int
    }

    enum Rating {
        case stars(Int)
        case unrated
        var text: String {
            switch self {
            case .stars(let n): return String(repeating: "*", count: n)
            case .unrated: return "(unrated)"
            }
        }
    }

    mutating func add(_ title: String, _ course: Dish.Course, _ price: Int) {
        menu.append(Dish(title: title, course: course, price: price))
    }

    func printMenu() {
        print("== \(name) ==")
        for dish in menu.sorted(by: { ($0.course, $0.title) < ($1.course, $1.title) }) {
            print("\(dish.course.label): \(dish.title) $\(dish.price)")
        }
    }
}

var bistro = Restaurant(name: "Le Petit")
bistro.add("Tarte Tatin", .dessert, 8)
bistro.add("Onion Soup", .starter, 7)
bistro.add("Coq au Vin", .main, 21)
bistro.add("Escargots", .starter, 12)
bistro.add("Cassoulet", .main, 19)
bistro.printMenu()

let total = bistro.menu.reduce(0) { $0 + $1.price }
print("total: \(total)")
let mains = bistro.menu.filter { $0.course == .main }.map { $0.title }.sorted()
print("mains: \(mains)")

let rating: Restaurant.Rating = .stars(3)
print("rating: \(rating.text)")
print("unrated: \(Restaurant.Rating.unrated.text)")
let dessertRaw = Restaurant.Dish.Course.dessert.rawValue
print("dessert raw: \(dessertRaw)")
print("starter < main: \(Restaurant.Dish.Course.starter < .main)")
let cheapest = bistro.menu.min { $0.price < $1.price }!
print("cheapest: \(cheapest.title)")
// expect: == Le Petit ==
// expect: Starter: Escargots $12
// expect: Starter: Onion Soup $7
// expect: Main: Cassoulet $19
// expect: Main: Coq au Vin $21
// expect: Dessert: Tarte Tatin $8
// expect: total: 67
// expect: mains: ["Cassoulet", "Coq au Vin"]
// expect: rating: ***
// expect: unrated: (unrated)
// expect: dessert raw: 3
// expect: starter < main: true
// expect: cheapest: Onion Soup
