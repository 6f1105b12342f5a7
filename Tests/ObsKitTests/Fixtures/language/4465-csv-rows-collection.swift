// App code style: parsing CSV text into a Rows collection and reporting columns
struct Rows: RandomAccessCollection {
    let header: [String]
    private let rows: [[String]]

    init(csv: String) {
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: true)
        header = lines.first.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
        rows = lines.dropFirst().map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    subscript(i: Int) -> [String: String] {
        var dict: [String: String] = [:]
        for (k, v) in zip(header, rows[i]) { dict[k] = v }
        return dict
    }

    subscript(column name: String) -> [String] {
        guard let c = header.firstIndex(of: name) else { return [] }
        return rows.map { c < $0.count ? $0[c] : "" }
    }
}

let text = """
name,team,points,active
ana,red,31,yes
ben,blue,12,no
cho,red,27,yes
dev,green,,yes
eli,blue,40,yes

fay,green,8,no
"""

let table = Rows(csv: text)
print("columns:", table.header)
print("rows:", table.count)
print("names:", table[column: "name"].joined(separator: " "))
print("missing column:", table[column: "age"])

let points = table[column: "points"].map { Int($0) }
print("points:", points.map { $0.map(String.init) ?? "?" })
print("sum:", points.compactMap { $0 }.reduce(0, +))

let red = table.filter { $0["team"] == "red" }.map { $0["name"]! }
print("red team:", red)

let active = table.lazy.filter { $0["active"] == "yes" }.compactMap { $0["name"] }
print("active:", Array(active))

let teams = table[column: "team"]
var seen: [String] = []
for t in teams where !seen.contains(t) { seen.append(t) }
for t in seen.sorted() {
    let scores = zip(teams, points).filter { $0.0 == t }.compactMap { $0.1 }
    print(t, scores.count, scores.reduce(0, +), scores.max() ?? 0)
}

if let best = table.indices.max(by: { (points[$0] ?? 0) < (points[$1] ?? 0) }) {
    print("top scorer:", table[best]["name"]!, table[best]["points"]!)
}

let widths = table.header.map { h in max(h.count, table[column: h].map(\.count).max() ?? 0) }
print("widths:", widths)

func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: n - s.count) }
print(zip(table.header, widths).map { pad($0, $1) }.joined(separator: "|"))
for row in table.prefix(2) {
    print(zip(table.header, widths).map { pad(row[$0] ?? "", $1) }.joined(separator: "|"))
}

let byTeam = table.split(whereSeparator: { $0["team"] == "blue" })
print(byTeam.map { $0.map { $0["name"]! } })
print(table.enumerated().filter { $0.element["points"]!.isEmpty }.map { $0.offset })

// expect: columns: ["name", "team", "points", "active"]
// expect: rows: 6
// expect: names: ana ben cho dev eli fay
// expect: missing column: []
// expect: points: ["31", "12", "27", "?", "40", "8"]
// expect: sum: 118
// expect: red team: ["ana", "cho"]
// expect: active: ["ana", "cho", "dev", "eli"]
// expect: blue 2 52 40
// expect: green 1 8 8
// expect: red 2 58 31
// expect: top scorer: eli 40
// expect: widths: [4, 5, 6, 6]
// expect: name|team |points|active
// expect: ana |red  |31    |yes   
// expect: ben |blue |12    |no    
// expect: [["ana"], ["cho", "dev"], ["fay"]]
// expect: [3]
