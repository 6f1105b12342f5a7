// Observation in depth: a computed property backed by ignored storage, made observable with access/withMutation
// Apple `observation/observable()` and WWDC23 "Discover Observation in SwiftUI": a computed property that is not
// built from tracked stored ones calls `access(keyPath:)` in its getter and `withMutation(keyPath:_:)` in its
// setter, which the macro provides; then the body that read it depends on it (rules §8, §8.1). A write straight to
// the `@ObservationIgnored` storage notifies nobody (§8.1), so the quiet reset shows only at the next change.
import SwiftUI

@Observable
final class Preferences {
    @ObservationIgnored private var storage: [String: Int] = [:]

    var fontSize: Int {
        get {
            access(keyPath: \.fontSize)
            return storage["fontSize"] ?? 14
        }
        set {
            withMutation(keyPath: \.fontSize) {
                storage["fontSize"] = newValue
            }
        }
    }

    func resetQuietly() {
        storage["fontSize"] = nil
    }
}

struct FontSizeControl: View {
    @State private var prefs = Preferences()

    var body: some View {
        let _ = print("size \(prefs.fontSize)")
        VStack {
            Text("Aa")
                .font(.system(size: CGFloat(prefs.fontSize)))
            Button("Bigger") { prefs.fontSize += 2 }
            Button("Reset quietly") { prefs.resetQuietly() }
        }
    }
}

:mount FontSizeControl()
// expect: size 14
:tap "Bigger"
// expect: size 16
:tap "Bigger"
// expect: size 18
:tap "Reset quietly"
:tap "Bigger"
// expect: size 16
