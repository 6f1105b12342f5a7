// Advanced Swift style (an OptionSet that is also a Sequence): days of the week as an OptionSet whose iterator yields each single-bit member, with names
struct Weekdays: OptionSet {
    let rawValue: Int

    static let monday = Weekdays(rawValue: 1 << 0)
    static let tuesday = Weekdays(rawValue: 1 << 1)
    static let wednesday = Weekdays(rawValue: 1 << 2)
    static let thursday = Weekdays(rawValue: 1 << 3)
    static let friday = Weekdays(rawValue: 1 << 4)
    static let saturday = Weekdays(rawValue: 1 << 5)
    static let sunday = Weekdays(rawValue: 1 << 6)

    static let workdays: Weekdays = [.monday, .tuesday, .wednesday, .thursday, .friday]
    static let weekend: Weekdays = [.saturday, .sunday]
}

extension Weekdays: Sequence {
    struct Iterator: IteratorProtocol {
        var remaining: Int
        mutating func next() -> Weekdays? {
            guard remaining != 0 else { return nil }
            let lowest = remaining & -remaining
            remaining &= ~lowest
            return Weekdays(rawValue: lowest)
        }
    }
    func makeIterator() -> Iterator { Iterator(remaining: rawValue) }
}

extension Weekdays: CustomStringConvertible {
    var description: String {
        let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        let parts = map { names[$0.rawValue.trailingZeroBitCount] }
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}

let gym: Weekdays = [.monday, .thursday, .saturday]
print(gym, gym.rawValue)
print(Array(gym).map(\.rawValue), gym.underestimatedCount)
print(Weekdays.workdays, Weekdays.weekend)
print(gym.intersection(.workdays), gym.subtracting(.workdays))
print(Weekdays.workdays.union(.weekend).rawValue == 127)
print(Weekdays(), Weekdays(rawValue: 0b1010101))
for day in gym.union(.friday) {
    print("training on", day)
}
print(gym.contains(.saturday), gym.contains(where: { $0 == .sunday }))
print(gym.filter { Weekdays.weekend.contains($0) }.map(\.description))
print([gym, .weekend].map(\.description))
var schedule = Weekdays.weekend
schedule.formSymmetricDifference([.sunday, .monday])
print(schedule, schedule.map(\.rawValue).reduce(0, +))
print(Weekdays.workdays.reduce(Weekdays()) { $0.rawValue > 3 ? $0 : $0.union($1) })

// expect: Mo,Th,Sa 41
// expect: [1, 8, 32] 0
// expect: Mo,Tu,We,Th,Fr Sa,Su
// expect: Mo,Th Sa
// expect: true
// expect: none Mo,We,Fr,Su
// expect: training on Mo
// expect: training on Th
// expect: training on Fr
// expect: training on Sa
// expect: true false
// expect: ["Sa"]
// expect: ["Mo,Th,Sa", "Sa,Su"]
// expect: Mo,Sa 33
// expect: Mo,Tu,We
