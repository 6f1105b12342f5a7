// Compiler test style: enums with static members, computed properties and methods
enum Weekday: Int, CaseIterable {
  case mon = 1, tue, wed, thu, fri, sat, sun

  static var weekend: [Weekday] { [.sat, .sun] }
  static let first = Weekday.mon

  var isWeekend: Bool { Weekday.weekend.contains(self) }

  func advanced(by n: Int) -> Weekday {
    let idx = ((rawValue - 1 + n) % 7 + 7) % 7
    return Weekday(rawValue: idx + 1)!
  }

  var abbreviation: String {
    String("\(self)".prefix(2)).capitalized2
  }

  static func from(name: String) -> Weekday? {
    allCases.first { "\($0)" == name }
  }
}

extension String {
  var capitalized2: String {
    guard let f = first else { return self }
    return f.uppercased() + dropFirst()
  }
}

print(Weekday.first, Weekday.first.isWeekend)
print(Weekday.sat.isWeekend, Weekday.fri.isWeekend)
print(Weekday.fri.advanced(by: 3))
print(Weekday.mon.advanced(by: -1))
print(Weekday.wed.advanced(by: 14))
print(Weekday.allCases.map { $0.abbreviation }.joined(separator: " "))
print(Weekday.from(name: "thu") as Any)
print(Weekday.from(name: "xyz") as Any)
print(Weekday.allCases.filter { !$0.isWeekend }.count)
// expect: mon false
// expect: true false
// expect: mon
// expect: sun
// expect: wed
// expect: Mo Tu We Th Fr Sa Su
// expect: Optional(main.Weekday.thu)
// expect: nil
// expect: 5
