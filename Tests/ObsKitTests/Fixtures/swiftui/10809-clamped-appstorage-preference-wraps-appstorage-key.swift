// Blog style (a clamped @AppStorage): @Preference wraps @AppStorage with a key, a default and a range passed to its init; two views that declare it with the same key share the value, so a step in one re-runs both, and a write to UserDefaults.standard from elsewhere reaches them too (rules §15.14, §7.1, §9.1, §3.5)
import SwiftUI

@propertyWrapper
struct Preference: DynamicProperty {
    @AppStorage private var stored: Int
    private let range: ClosedRange<Int>

    init(_ key: String, default value: Int, range: ClosedRange<Int>) {
        _stored = AppStorage(wrappedValue: value, key)
        self.range = range
    }

    var wrappedValue: Int {
        get { stored }
        nonmutating set { stored = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: Binding<Int> {
        Binding(
            get: { stored },
            set: { wrappedValue = $0 }
        )
    }
}

struct FontSizeStepper: View {
    @Preference("fontSize", default: 14, range: 10...24) var fontSize: Int

    var body: some View {
        let _ = print("FontSizeStepper body: \(fontSize)")
        Stepper("Text size", value: $fontSize, step: 4)
    }
}

struct PreviewText: View {
    @Preference("fontSize", default: 14, range: 10...24) var fontSize: Int

    var body: some View {
        let _ = print("PreviewText body: \(fontSize)")
        Text("The quick brown fox")
            .font(.system(size: CGFloat(fontSize)))
    }
}

struct ContentView: View {
    var body: some View {
        let _ = print("ContentView body")
        Form {
            FontSizeStepper()
            PreviewText()
            Button("Reset to 12") {
                UserDefaults.standard.set(12, forKey: "fontSize")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body
// expect: FontSizeStepper body: 14
// expect: PreviewText body: 14
:step "Text size" up
// expect: FontSizeStepper body: 18
// expect: PreviewText body: 18
:step "Text size" up
// expect: FontSizeStepper body: 22
// expect: PreviewText body: 22
:step "Text size" up
// expect: FontSizeStepper body: 24
// expect: PreviewText body: 24
:tap "Reset to 12"
// expect: FontSizeStepper body: 12
// expect: PreviewText body: 12
:step "Text size" down
// expect: FontSizeStepper body: 10
// expect: PreviewText body: 10
