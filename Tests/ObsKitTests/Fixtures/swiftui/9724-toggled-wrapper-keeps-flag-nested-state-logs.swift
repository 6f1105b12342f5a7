// Swift with Majid style custom DynamicProperty: a @Toggled wrapper keeps its flag in a nested @State and logs in update(); update() runs before each body of the host, a change of the nested state runs the host's body, and _printChanges names the host's field (rules §7.1, §7.2, §7.3, §12)
import SwiftUI

@propertyWrapper
struct Toggled: DynamicProperty {
    @State private var isOn: Bool
    let name: String

    init(wrappedValue: Bool, _ name: String) {
        _isOn = State(initialValue: wrappedValue)
        self.name = name
    }

    var wrappedValue: Bool {
        get { isOn }
        nonmutating set { isOn = newValue }
    }

    var projectedValue: Binding<Bool> { $isOn }

    func update() {
        print("\(name) update: \(isOn)")
    }
}

struct FilterPanel: View {
    @Toggled("showsArchived") var showsArchived = false
    @State private var refreshes = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Toggle("Show archived", isOn: $showsArchived)
            Text(showsArchived ? "All notes" : "Active notes")
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
    }
}

:mount FilterPanel()
// expect: showsArchived update: false
// expect: FilterPanel: @self, @identity, _showsArchived, _refreshes changed.
:toggle "Show archived"
// expect: showsArchived update: true
// expect: FilterPanel: _showsArchived changed.
:tap "Refresh 0"
// expect: showsArchived update: true
// expect: FilterPanel: _refreshes changed.
