// Tutorial style (registered defaults): a plain model uses UserDefaults.standard register(defaults:), set, get and removeObject; removing a key falls back to the registered value, and the view's button prints what is read (rules §15.14)
import SwiftUI

final class ReminderStore {
    private let defaults = UserDefaults.standard

    init() {
        defaults.register(defaults: ["reminderHour": 9, "reminderLabel": "Morning"])
        print("registered defaults")
    }

    var hour: Int { defaults.integer(forKey: "reminderHour") }
    var label: String { defaults.string(forKey: "reminderLabel") ?? "none" }

    func save(hour: Int, label: String) {
        defaults.set(hour, forKey: "reminderHour")
        defaults.set(label, forKey: "reminderLabel")
    }

    func clear() {
        defaults.removeObject(forKey: "reminderHour")
        defaults.removeObject(forKey: "reminderLabel")
    }

    func describe() -> String { "\(label) at \(hour)" }
}

struct ReminderView: View {
    @State private var store = ReminderStore()
    var body: some View {
        VStack {
            Button("Print") { print(store.describe()) }
            Button("Evening") { store.save(hour: 19, label: "Evening") }
            Button("Clear") { store.clear() }
        }
    }
}
:mount ReminderView()
// expect: registered defaults
:tap "Print"
// expect: Morning at 9
:tap "Evening"
:tap "Print"
// expect: Evening at 19
:tap "Clear"
:tap "Print"
// expect: Morning at 9
print(UserDefaults.standard.object(forKey: "missingKey") == nil)
// expect: true
