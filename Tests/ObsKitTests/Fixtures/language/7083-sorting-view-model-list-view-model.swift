// Blog style (sorting view model): a list view model with observable sort order and filter
import Observation

struct Book { let title: String; let year: Int }

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "Dune", year: 1965),
        Book(title: "Neuromancer", year: 1984),
        Book(title: "Foundation", year: 1951),
        Book(title: "Hyperion", year: 1989),
    ]
    var ascending = true
    var minYear = 0

    var visible: [String] {
        books.filter { $0.year >= minYear }
            .sorted { ascending ? $0.year < $1.year : $0.year > $1.year }
            .map { "\($0.title) (\($0.year))" }
    }
}

let lib = Library()
func show() {
    withObservationTracking {
        print(lib.visible.joined(separator: ", "))
    } onChange: {
        print("* view needs refresh")
    }
}
show()
lib.ascending = false
show()
lib.minYear = 1960
show()
lib.books.append(Book(title: "Snow Crash", year: 1992))
show()
// expect: Foundation (1951), Dune (1965), Neuromancer (1984), Hyperion (1989)
// expect: * view needs refresh
// expect: Hyperion (1989), Neuromancer (1984), Dune (1965), Foundation (1951)
// expect: * view needs refresh
// expect: Hyperion (1989), Neuromancer (1984), Dune (1965)
// expect: * view needs refresh
// expect: Snow Crash (1992), Hyperion (1989), Neuromancer (1984), Dune (1965)
