// Sundell style (key path capture in closures): storing key paths in arrays of columns for a table
struct Column<Row> {
    let title: String
    let value: (Row) -> String

    init<V: CustomStringConvertible>(_ title: String, _ path: KeyPath<Row, V>) {
        self.title = title
        self.value = { $0[keyPath: path].description }
    }
}

struct City {
    let name: String
    let population: Int
    let coastal: Bool
}

func render<Row>(_ rows: [Row], columns: [Column<Row>]) {
    let header = columns.map(\.title)
    var widths = header.map(\.count)
    let cells = rows.map { row in columns.map { $0.value(row) } }
    for line in cells {
        for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: w - s.count) }
    print(zip(header, widths).map { pad($0, $1) }.joined(separator: " | "))
    for line in cells {
        print(zip(line, widths).map { pad($0, $1) }.joined(separator: " | "))
    }
}

let cities = [
    City(name: "Porto", population: 231_000, coastal: true),
    City(name: "Madrid", population: 3_300_000, coastal: false),
]
render(cities, columns: [Column("City", \.name), Column("Pop", \.population), Column("Sea", \.coastal)])
render([1, 22, 333], columns: [Column("n", \.self), Column("bits", \.nonzeroBitCount)])
// expect: City   | Pop     | Sea  
// expect: Porto  | 231000  | true 
// expect: Madrid | 3300000 | false
// expect: n   | bits
// expect: 1   | 1   
// expect: 22  | 3   
// expect: 333 | 5   
