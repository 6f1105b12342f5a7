// Mistake: passes a struct to a function whose parameter is a protocol type the struct never adopted.
// Expected message: swiftc 6.3.1 -typecheck on this machine
protocol Describable {
    var summary: String { get }
}

struct Movie {
    var title: String
    var year: Int

    var summary: String {
        "\(title) (\(year))"
    }
}

func printSummary(_ item: Describable) {
    print("- " + item.summary)
}

let favourite = Movie(title: "Spirited Away", year: 2001)
printSummary(favourite)
// expect-error: argument type 'Movie' does not conform to expected type 'Describable'
