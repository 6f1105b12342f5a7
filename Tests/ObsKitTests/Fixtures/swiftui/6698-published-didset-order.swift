// Follows Apple's `Published` and `ObservableObject` pages together: a reader-settings model whose
// `@Published var fontSize` also has willSet/didSet observers, with sinks on `objectWillChange` and `$fontSize`.
// - A set runs, in order: the property's willSet, then the wrapper's setter, which sends objectWillChange and then
//   the new value to `$fontSize` subscribers before storing it, then didSet (rules §15.6, §6.3; Apple `published`:
//   "publishing occurs in the property's willSet block"). Subscribing to `$fontSize` delivers the current value at
//   once (rules §6.3).
// - @Published has no equality check: setting the same value publishes again and re-runs the view (rules §6.3, T12).
import SwiftUI
import Combine

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14 {
        willSet { print("willSet \(fontSize) -> \(newValue)") }
        didSet { print("didSet \(oldValue) -> \(fontSize)") }
    }

    private var subscriptions = Set<AnyCancellable>()

    init() {
        print("ReaderSettings init")
        objectWillChange
            .sink { _ in print("objectWillChange") }
            .store(in: &subscriptions)
        $fontSize
            .sink { [unowned self] value in print("$fontSize sends \(value), stored \(self.fontSize)") }
            .store(in: &subscriptions)
    }
}

struct ReaderView: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderView body: \(settings.fontSize)")
        VStack {
            Text("Size \(settings.fontSize)")
            Button("Larger") { settings.fontSize += 2 }
            Button("Reset") { settings.fontSize = 14 }
        }
    }
}

:mount ReaderView()
// expect: ReaderSettings init
// expect: $fontSize sends 14, stored 14
// expect: ReaderView body: 14
:tap "Larger"
// expect: willSet 14 -> 16
// expect: objectWillChange
// expect: $fontSize sends 16, stored 14
// expect: didSet 14 -> 16
// expect: ReaderView body: 16
:tap "Reset"
// expect: willSet 16 -> 14
// expect: objectWillChange
// expect: $fontSize sends 14, stored 16
// expect: didSet 16 -> 14
// expect: ReaderView body: 14
:tap "Reset"
// expect: willSet 14 -> 14
// expect: objectWillChange
// expect: $fontSize sends 14, stored 14
// expect: didSet 14 -> 14
// expect: ReaderView body: 14
