// Compiler test style: splitting a multi-line literal into lines and columns
let table = """
    name,age,city
    Ann,31,Oslo
    Bob,,Rome
    Cy,45,
    """
let rows = table.split(separator: "\n").map {
  $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
}
print(rows.count, rows.map { $0.count })
let header = rows[0]
for row in rows.dropFirst() {
  var parts: [String] = []
  for (h, v) in zip(header, row) {
    parts.append("\(h)=\(v.isEmpty ? "?" : v)")
  }
  print(parts.joined(separator: " "))
}
let ages = rows.dropFirst().compactMap { Int($0[1]) }
print(ages, ages.reduce(0, +))
let widths = header.indices.map { col in rows.map { $0[col].count }.max()! }
print(widths)
// expect: 4 [3, 3, 3, 3]
// expect: name=Ann age=31 city=Oslo
// expect: name=Bob age=? city=Rome
// expect: name=Cy age=45 city=?
// expect: [31, 45] 76
// expect: [4, 3, 4]
