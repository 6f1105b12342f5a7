// fatbobman, "UserDefaults and Observation in SwiftUI: How to Achieve Precise Responsiveness", https://fatbobman.com/en/posts/userdefaults-and-observation — @AppStorage wrapped in an ObservableObject redraws every observing view for any key, while an @Observable class whose UserDefaults-backed computed properties call access(keyPath:) and withMutation(keyPath:) by hand updates only the views that read the changed key
// known-gap: line 2: expected "NameOnlyView: _defaults changed.", got "NameOnlyView: _name changed."
// fatbobman: "@AppStorage and @Published have similar mechanisms", so `class Defaults: ObservableObject {
// @AppStorage("name") ... }` works with `TextField("name", text: defaults.$name)`, but "any change in the values
// wrapped within it ... will trigger a redraw of the entire view" (rules §6.5); in an @Observable class, a computed
// property that calls `access(keyPath:)` in its getter and wraps the write in `withMutation(keyPath:)` is tracked
// like a stored one (Apple, ObservationRegistrar; rules §8.1, §8.3).
import SwiftUI

class Defaults: ObservableObject {
    @AppStorage("name") public var name = "fatbobman"
    @AppStorage("age") public var age = 12
}

struct NameOnlyView: View {
    @StateObject var defaults = Defaults()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(defaults.name)
            TextField("name", text: defaults.$name)
            Button("Birthday") { defaults.age += 1 }
        }
    }
}

@Observable
class Settings {
    var name: String {
        get {
            access(keyPath: \.name)
            return UserDefaults.standard.string(forKey: "o.name") ?? "fat"
        }
        set {
            withMutation(keyPath: \.name) {
                UserDefaults.standard.set(newValue, forKey: "o.name")
            }
        }
    }

    var age: Int {
        get {
            access(keyPath: \.age)
            return UserDefaults.standard.integer(forKey: "o.age")
        }
        set {
            withMutation(keyPath: \.age) {
                UserDefaults.standard.set(newValue, forKey: "o.age")
            }
        }
    }
}

struct ObservedNameView: View {
    @State private var settings = Settings()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(settings.name)
            Button("Rename") { settings.name = "bob" }
            Button("Older") { settings.age += 1 }
        }
    }
}

:mount NameOnlyView()
// expect: NameOnlyView: @self, @identity, _defaults changed.
:tap "Birthday"
// expect: NameOnlyView: _defaults changed.
:type "!" into "name"
// expect: NameOnlyView: _defaults changed.
print(UserDefaults.standard.string(forKey: "name") ?? "nil", UserDefaults.standard.integer(forKey: "age"))
// expect: fatbobman! 13
:mount ObservedNameView()
// expect: ObservedNameView: @self, @identity, _settings changed.
:tap "Older"
:tap "Older"
:tap "Rename"
// expect: ObservedNameView: @dependencies changed.
print(UserDefaults.standard.string(forKey: "o.name") ?? "nil", UserDefaults.standard.integer(forKey: "o.age"))
// expect: bob 2
