// A plain-class view model with change callbacks and derived text
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class NotificationSettingsViewModel {
    enum Frequency: String, CaseIterable { case instantly, hourly, daily, weekly }

    var onChange: ((String) -> Void)?
    private var batching = false
    private var pending: [String] = []

    var pushEnabled = false { didSet { changed("pushEnabled \(oldValue) -> \(pushEnabled)") } }
    var emailEnabled = true { didSet { changed("emailEnabled \(oldValue) -> \(emailEnabled)") } }
    var frequency = Frequency.daily { didSet { changed("frequency \(oldValue.rawValue) -> \(frequency.rawValue)") } }
    var quietHours: ClosedRange<Int>? = nil { didSet { changed("quietHours set") } }

    var summary: String {
        var channels: [String] = []
        if pushEnabled { channels.append("push") }
        if emailEnabled { channels.append("email") }
        if channels.isEmpty { return "You will not be notified." }
        var text = "Notify via \(channels.joined(separator: " and ")) \(frequency.rawValue)"
        if let q = quietHours { text += ", quiet \(q.lowerBound):00-\(q.upperBound):00" }
        return text + "."
    }

    var isSaveEnabled: Bool { !(quietHours.map { $0.count > 12 } ?? false) }

    func isQuiet(atHour hour: Int) -> Bool {
        quietHours?.contains(hour) ?? false
    }

    private func changed(_ what: String) {
        if batching { pending.append(what) } else { onChange?(what) }
    }

    func batchUpdate(_ updates: (NotificationSettingsViewModel) -> Void) {
        batching = true
        updates(self)
        batching = false
        onChange?("batch of \(pending.count): " + pending.joined(separator: "; "))
        pending.removeAll()
    }

    func reset() {
        batchUpdate {
            $0.pushEnabled = false
            $0.emailEnabled = true
            $0.frequency = .daily
            $0.quietHours = nil
        }
    }
}

let vm = NotificationSettingsViewModel()
vm.onChange = { print("changed: \($0)") }
print(vm.summary)
vm.pushEnabled = true
vm.frequency = .hourly
print(vm.summary)
vm.batchUpdate { model in
    model.emailEnabled = false
    model.quietHours = 22...23
}
print(vm.summary)
print("quiet at 22? \(vm.isQuiet(atHour: 22)), at 7? \(vm.isQuiet(atHour: 7))")
vm.quietHours = 0...14
print("save enabled: \(vm.isSaveEnabled)")
vm.pushEnabled = false
print(vm.summary)
vm.reset()
print(vm.summary, vm.isSaveEnabled)
print(NotificationSettingsViewModel.Frequency.allCases.map(\.rawValue).joined(separator: "|"))
// expect: Notify via email daily.
// expect: changed: pushEnabled false -> true
// expect: changed: frequency daily -> hourly
// expect: Notify via push and email hourly.
// expect: changed: batch of 2: emailEnabled true -> false; quietHours set
// expect: Notify via push hourly, quiet 22:00-23:00.
// expect: quiet at 22? true, at 7? false
// expect: changed: quietHours set
// expect: save enabled: false
// expect: changed: pushEnabled true -> false
// expect: You will not be notified.
// expect: changed: batch of 4: pushEnabled false -> false; emailEnabled false -> true; frequency hourly -> daily; quietHours set
// expect: Notify via email daily. true
// expect: instantly|hourly|daily|weekly
