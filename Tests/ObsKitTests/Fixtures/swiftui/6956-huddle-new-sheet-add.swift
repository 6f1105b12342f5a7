// New huddle: the "New Scrum" sheet of Apple's Scrumdinger tutorial ("Creating a new scrum"), with own names, on an
// @Observable store passed down with .environment(_:). The plus button in the toolbar shows a sheet that owns a
// fresh @State draft; Dismiss throws it away, Add appends it to the store.
// What SwiftUI does: the sheet's content is built when it is shown, so each presentation starts a new node with a
// new draft (rules §1.4, §13.1); the presenting list reads neither the flag nor the draft, so showing the sheet and
// typing run only the sheet's body, once per keystroke (rules §3.5, §8.7, §10.1). Add changes `huddles`, which the
// list's body read: the list runs, ForEach makes a node for the new id only (the other cards are equal and skip,
// rules §1.2, §2.7), then the closed sheet's content disappears (rules §10.3, §11.1). The button is found by its
// accessibility label, as VoiceOver reads it (rules §15.3).
// Sources: rules §1.2, §2.7, §3.5, §8.7, §10.3, §11.1, §13.1, §15.3; Apple tutorial
// https://developer.apple.com/tutorials/app-dev-training/creating-a-new-scrum
import SwiftUI

struct Huddle: Identifiable, Equatable {
    var id: Int
    var title: String
    var lengthInMinutes: Int

    static var emptyHuddle: Huddle {
        Huddle(id: 0, title: "", lengthInMinutes: 5)
    }
}

@Observable
final class HuddleStore {
    var huddles: [Huddle] = [
        Huddle(id: 1, title: "Design Sync", lengthInMinutes: 10),
        Huddle(id: 2, title: "App Dev", lengthInMinutes: 5),
    ]

    func add(_ huddle: Huddle) {
        var newHuddle = huddle
        newHuddle.id = (huddles.map(\.id).max() ?? 0) + 1
        huddles.append(newHuddle)
    }
}

struct HuddleCard: View {
    let huddle: Huddle

    var body: some View {
        let _ = print("HuddleCard body: \(huddle.title)")
        VStack(alignment: .leading) {
            Text(huddle.title)
                .font(.headline)
            Label("\(huddle.lengthInMinutes)", systemImage: "clock")
                .font(.caption)
        }
    }
}

struct NewHuddleSheet: View {
    @Environment(HuddleStore.self) private var store
    @Binding var isPresentingNewHuddleView: Bool
    @State private var newHuddle = Huddle.emptyHuddle

    var body: some View {
        let _ = print("NewHuddleSheet body: '\(newHuddle.title)'")
        NavigationStack {
            Form {
                TextField("Title", text: $newHuddle.title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Dismiss") {
                        isPresentingNewHuddleView = false
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(newHuddle)
                        isPresentingNewHuddleView = false
                    }
                }
            }
        }
        .onDisappear { print("new huddle sheet closed") }
    }
}

struct HuddlesView: View {
    @Environment(HuddleStore.self) private var store
    @State private var isPresentingNewHuddleView = false

    var body: some View {
        let _ = print("HuddlesView body: \(store.huddles.count) huddles")
        NavigationStack {
            List(store.huddles) { huddle in
                HuddleCard(huddle: huddle)
            }
            .navigationTitle("Daily Huddles")
            .toolbar {
                Button(action: {
                    isPresentingNewHuddleView = true
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Huddle")
            }
        }
        .sheet(isPresented: $isPresentingNewHuddleView) {
            NewHuddleSheet(isPresentingNewHuddleView: $isPresentingNewHuddleView)
        }
    }
}

:mount HuddlesView().environment(HuddleStore())
// expect: HuddlesView body: 2 huddles
// expect: HuddleCard body: Design Sync
// expect: HuddleCard body: App Dev
:tap "New Huddle"
// expect: NewHuddleSheet body: ''
:type "Retro" into "Title"
// expect: NewHuddleSheet body: 'R'
// expect: NewHuddleSheet body: 'Re'
// expect: NewHuddleSheet body: 'Ret'
// expect: NewHuddleSheet body: 'Retr'
// expect: NewHuddleSheet body: 'Retro'
:tap "Dismiss"
// expect: new huddle sheet closed
:tap "New Huddle"
// expect: NewHuddleSheet body: ''
:type "Demo" into "Title"
// expect: NewHuddleSheet body: 'D'
// expect: NewHuddleSheet body: 'De'
// expect: NewHuddleSheet body: 'Dem'
// expect: NewHuddleSheet body: 'Demo'
:tap "Add"
// expect: HuddlesView body: 3 huddles
// expect: HuddleCard body: Demo
// expect: new huddle sheet closed
