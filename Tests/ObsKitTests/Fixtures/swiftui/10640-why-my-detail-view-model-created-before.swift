// Stack Overflow style: "why is my detail view model created before I navigate?" (pitfall part: NavigationLink(destination:) builds the detail struct in the list's body, and an @Observable model in @State is made at each such init, before any push, one more per list render; fix part: @StateObject only keeps its closure, so the model is made right before the pushed body, and the pop releases it) (rules §14.3, §3.1, §3.2, §3.3, §4.1, §4.2, §1.4)
import SwiftUI
import Combine

@Observable
final class EagerModel {
    static var made = 0
    let number: Int
    init() {
        EagerModel.made += 1
        number = EagerModel.made
        print("EagerModel #\(number) init")
    }
    deinit { print("EagerModel #\(number) deinit") }
}

final class OwnedModel: ObservableObject {
    static var made = 0
    let number: Int
    init() {
        OwnedModel.made += 1
        number = OwnedModel.made
        print("OwnedModel #\(number) init")
    }
    deinit { print("OwnedModel #\(number) deinit") }
}

struct EagerDetail: View {
    @State private var model = EagerModel()

    var body: some View {
        let _ = print("EagerDetail body: #\(model.number)")
        Text("eager")
    }
}

struct OwnedDetail: View {
    @StateObject private var model = OwnedModel()

    var body: some View {
        let _ = print("OwnedDetail body: #\(model.number)")
        Text("owned")
    }
}

struct BrowseScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("BrowseScreen body: \(refreshes)")
        NavigationStack {
            VStack {
                Button("Refresh") { refreshes += 1 }
                NavigationLink("Open eager", destination: EagerDetail())
                NavigationLink("Open owned", destination: OwnedDetail())
            }
        }
    }
}

:mount BrowseScreen()
// expect: BrowseScreen body: 0
// expect: EagerModel #1 init
// --- pitfall part: made before any push, again at each list render
:tap "Refresh"
// expect: BrowseScreen body: 1
// expect: EagerModel #2 init
// expect: EagerModel #1 deinit
:tap "Open eager"
// expect: EagerDetail body: #2
// the link's destination value still holds #2 as its initial value, so the pop releases nothing
:back
// --- fix part
:tap "Open owned"
// expect: OwnedModel #1 init
// expect: OwnedDetail body: #1
:back
// expect: OwnedModel #1 deinit
