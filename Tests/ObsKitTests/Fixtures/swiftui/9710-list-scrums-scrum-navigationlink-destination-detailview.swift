// Apple Scrumdinger style editable list: List($scrums) { $scrum in NavigationLink(destination: DetailView(scrum: $scrum)) { CardView(scrum: scrum) } }; a Stepper in the pushed detail writes through the row binding, so the list, the changed card and the detail run, the other card does not
import SwiftUI

struct DailyScrum: Identifiable {
    let id: Int
    var title: String
    var lengthInMinutes: Int
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        let _ = print("CardView body: \(scrum.title) \(scrum.lengthInMinutes)")
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Text("\(scrum.lengthInMinutes) min")
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("DetailView body: \(scrum.title) \(scrum.lengthInMinutes)")
        List {
            Text(scrum.title)
            Stepper("Length: \(scrum.lengthInMinutes)", value: $scrum.lengthInMinutes, in: 5...30)
        }
        .navigationTitle(scrum.title)
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
        let _ = print("ScrumsView body: \(scrums.count) scrums")
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: DetailView(scrum: $scrum)) {
                    CardView(scrum: scrum)
                }
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button("Add Retro") {
                    scrums.append(DailyScrum(id: 3, title: "Retro", lengthInMinutes: 15))
                }
            }
        }
    }
}

struct ScrumdingerApp: View {
    @State private var scrums = [
        DailyScrum(id: 1, title: "Design", lengthInMinutes: 10),
        DailyScrum(id: 2, title: "Standup", lengthInMinutes: 5),
    ]

    var body: some View {
        let _ = print("ScrumdingerApp body")
        ScrumsView(scrums: $scrums)
    }
}

:mount ScrumdingerApp()
// expect: ScrumdingerApp body
// expect: ScrumsView body: 2 scrums
// expect: CardView body: Design 10
// expect: CardView body: Standup 5
:tap "Design"
// expect: DetailView body: Design 10
:step "Length: 10" up
// expect: ScrumsView body: 2 scrums
// expect: CardView body: Design 11
// expect: DetailView body: Design 11
:back
:tap "Add Retro"
// expect: ScrumsView body: 3 scrums
// expect: CardView body: Retro 15
