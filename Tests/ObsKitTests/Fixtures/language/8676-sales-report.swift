// Kata style (formatted report): right-aligned columns built by hand with String(repeating:count:)
struct Sale {
    let region: String
    let product: String
    let units: Int
    let cents: Int
}

let raw = """
North,Widget,12,1999
South,Gadget,3,4950
North,Gadget,7,4950
East,Widget,20,1999
South,Widget,5,1999
East,Doohickey,1,12500
North,Doohickey,2,12500
"""

let sales = raw.split(separator: "\n").map { line -> Sale in
    let f = line.split(separator: ",")
    return Sale(region: String(f[0]), product: String(f[1]), units: Int(f[2])!, cents: Int(f[3])!)
}

func money(_ cents: Int) -> String {
    let dollars = cents / 100, rest = cents % 100
    var digits = String(dollars)
    var grouped = ""
    while digits.count > 3 {
        grouped = "," + digits.suffix(3) + grouped
        digits.removeLast(3)
    }
    return "$" + digits + grouped + "." + (rest < 10 ? "0" : "") + String(rest)
}

func right(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
func left(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }

let header = left("Region", 8) + left("Product", 11) + right("Units", 6) + right("Revenue", 12)
print(header)
print(String(repeating: "-", count: header.count))
let ordered = sales.sorted { ($0.region, -$0.units) < ($1.region, -$1.units) }
for s in ordered {
    print(left(s.region, 8) + left(s.product, 11) + right(String(s.units), 6) + right(money(s.units * s.cents), 12))
}
print(String(repeating: "=", count: header.count))

let byRegion = Dictionary(grouping: sales, by: \.region)
for region in byRegion.keys.sorted() {
    let total = byRegion[region]!.reduce(0) { $0 + $1.units * $1.cents }
    let bar = String(repeating: "#", count: total / 5000)
    print(left(region, 8) + right(money(total), 12) + " " + bar)
}
let grand = sales.reduce(0) { $0 + $1.units * $1.cents }
print(left("TOTAL", 8) + right(money(grand), 12))
print("Big number check: \(money(123456789))")

// expect: Region  Product     Units     Revenue
// expect: -------------------------------------
// expect: East    Widget         20     $399.80
// expect: East    Doohickey       1     $125.00
// expect: North   Widget         12     $239.88
// expect: North   Gadget          7     $346.50
// expect: North   Doohickey       2     $250.00
// expect: South   Widget          5      $99.95
// expect: South   Gadget          3     $148.50
// expect: =====================================
// expect: East         $524.80 ##########
// expect: North        $836.38 ################
// expect: South        $248.45 ####
// expect: TOTAL      $1,609.63
// expect: Big number check: $1,234,567.89
