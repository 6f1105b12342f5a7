// Stack Overflow Q&A style — MISTAKE on purpose, as the asker wrote it: the parent makes the child's ObservableObject at the call site, `ClickPanel(model: ClickModel())`, so every parent render hands the @ObservedObject a new model (new init first, then the old one's deinit) and the clicks start over; the fix owns it with @StateObject in the parent, which then also runs on each change (rules §5.3, §5.1, §4.2, §4.4, §2.5)
import SwiftUI

final class ClickModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var clicks = 0

    init() {
        ClickModel.made += 1
        serial = ClickModel.made
        print("ClickModel #\(serial) init")
    }

    deinit { print("ClickModel #\(serial) deinit") }
}

struct ClickPanel: View {
    @ObservedObject var model: ClickModel

    var body: some View {
        let _ = print("ClickPanel body: #\(model.serial) clicks=\(model.clicks)")
        Button("Click") { model.clicks += 1 }
    }
}

struct BrokenHost: View {
    @State private var dark = false

    var body: some View {
        let _ = print("BrokenHost body: dark=\(dark)")
        VStack {
            Button("Theme") { dark.toggle() }
            ClickPanel(model: ClickModel())   // the asker's code
        }
    }
}

struct FixedHost: View {
    @State private var dark = false
    @StateObject private var model = ClickModel()

    var body: some View {
        let _ = print("FixedHost body: dark=\(dark)")
        VStack {
            Button("Theme") { dark.toggle() }
            ClickPanel(model: model)
        }
    }
}

:mount BrokenHost()
// expect: BrokenHost body: dark=false
// expect: ClickModel #1 init
// expect: ClickPanel body: #1 clicks=0
:tap "Click"
// expect: ClickPanel body: #1 clicks=1
:tap "Theme"
// expect: BrokenHost body: dark=true
// expect: ClickModel #2 init
// expect: ClickModel #1 deinit
// expect: ClickPanel body: #2 clicks=0
:mount FixedHost()
// expect: ClickModel #2 deinit
// expect: ClickModel #3 init
// expect: FixedHost body: dark=false
// expect: ClickPanel body: #3 clicks=0
:tap "Click"
// expect: FixedHost body: dark=false
// expect: ClickPanel body: #3 clicks=1
:tap "Theme"
// expect: FixedHost body: dark=true
