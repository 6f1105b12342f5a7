// Initialization: value-type initializer delegation with self.init, and an extension init that keeps the memberwise one.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct ClockTime { var hour = 0, minute = 0 }
struct Meeting {
    var start = ClockTime()
    var minutes = 0
    init() {}
    init(start: ClockTime, minutes: Int) {
        self.start = start
        self.minutes = minutes
    }
    init(endingAt end: ClockTime, minutes: Int) {
        let total = end.hour * 60 + end.minute - minutes
        self.init(start: ClockTime(hour: total / 60, minute: total % 60), minutes: minutes)
    }
}
let blank = Meeting()
let standUp = Meeting(start: ClockTime(hour: 9, minute: 15), minutes: 15)
let review = Meeting(endingAt: ClockTime(hour: 17, minute: 0), minutes: 45)
print(blank.start, standUp.minutes, review.start)
struct Duration {
    var seconds: Int
}
extension Duration {
    init(minutes: Int, seconds: Int = 0) { self.init(seconds: minutes * 60 + seconds) }
    init(hours: Int) { self.init(minutes: hours * 60) }
    init?(parsing text: String) {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        self.init(minutes: parts[0], seconds: parts[1])
    }
}
print(Duration(seconds: 30).seconds, Duration(minutes: 2, seconds: 5).seconds, Duration(hours: 1).seconds)
print(Duration(parsing: "3:15")?.seconds as Any, Duration(parsing: "oops")?.seconds as Any)
struct Money {
    let cents: Int
    init(cents: Int) { self.cents = cents }
    init(_ amount: Double) { self.init(cents: Int(amount * 100)) }
    init(euros: Int, cents: Int) { self.init(cents: euros * 100 + cents) }
}
print(Money(12.5).cents, Money(euros: 3, cents: 7).cents)

// expect: ClockTime(hour: 0, minute: 0) 15 ClockTime(hour: 16, minute: 15)
// expect: 30 125 3600
// expect: Optional(195) nil
// expect: 1250 307
