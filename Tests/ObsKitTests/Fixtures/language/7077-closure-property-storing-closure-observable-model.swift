// Blog style (closure property): storing a closure in an observable model
import Observation

@Observable
final class Button {
    var title: String
    var enabled = true
    @ObservationIgnored var action: () -> Void = {}
    init(title: String) { self.title = title }

    func tap() {
        guard enabled else { print("\(title) disabled"); return }
        action()
    }
}

var taps = 0
let ok = Button(title: "OK")
ok.action = {
    taps += 1
    print("OK tapped (\(taps))")
}
ok.tap()
ok.tap()

withObservationTracking {
    _ = ok.enabled
    _ = ok.title
} onChange: {
    print("button state changing")
}
ok.action = { print("replaced action") }
ok.tap()
ok.enabled = false
ok.tap()
ok.title = "Done"
print("taps \(taps), title \(ok.title)")
// expect: OK tapped (1)
// expect: OK tapped (2)
// expect: replaced action
// expect: button state changing
// expect: OK disabled
// expect: taps 2, title Done
