// Follows Apple's `LazyVStack.init(alignment:spacing:pinnedViews:content:)` page
// (https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)): a lazy
// stack whose Section headers stay pinned (`pinnedViews: [.sectionHeaders]`) while its content scrolls. Own code: a
// conference schedule, one Section per day from a ForEach, each with an inner ForEach of sessions.
// - Pinning changes only the looks (rules §15.9). Rules §1.5: lazy stacks make the rows near the visible area; three
//   one-line sessions and two headers fit on an iPhone screen, so each added session is made at once. Nothing here
//   depends on rows off screen or on prefetching.
// - Adding a session to a day makes one row in that day's ForEach (rules §1.2); its body runs after the parent's and
//   its onAppear after the update (rules §2.8, §10.3, §11.1). The other sessions keep their nodes and skip their
//   bodies (rules §2.7). The headers show only the day's name, so they print nothing.
// - The script starts with one session and adds one per tap.
import SwiftUI

struct Session: Identifiable {
    let id: Int
    let title: String
}

struct Day: Identifiable {
    let id: String
    var sessions: [Session]
}

struct SessionRow: View {
    let session: Session

    var body: some View {
        let _ = print("SessionRow body \(session.title)")
        Text(session.title)
            .onAppear {
                print("SessionRow appeared \(session.title)")
            }
    }
}

struct ScheduleView: View {
    @State private var days = [
        Day(id: "Mon", sessions: [Session(id: 1, title: "Keynote")]),
        Day(id: "Tue", sessions: []),
    ]

    var body: some View {
        let _ = print("ScheduleView body: \(days.map { "\($0.id) \($0.sessions.count)" }.joined(separator: ", "))")
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    ForEach(days) { day in
                        Section {
                            ForEach(day.sessions) { session in
                                SessionRow(session: session)
                            }
                        } header: {
                            Text(day.id)
                                .font(.headline)
                        }
                    }
                }
            }
            Button("Add Labs on Tue") {
                if days[1].sessions.isEmpty {
                    days[1].sessions.append(Session(id: 2, title: "Labs"))
                }
            }
            Button("Add Lunch on Mon") {
                if days[0].sessions.count == 1 {
                    days[0].sessions.append(Session(id: 3, title: "Lunch"))
                }
            }
        }
    }
}

:mount ScheduleView()
// expect: ScheduleView body: Mon 1, Tue 0
// expect: SessionRow body Keynote
// expect: SessionRow appeared Keynote
:tap "Add Labs on Tue"
// expect: ScheduleView body: Mon 1, Tue 1
// expect: SessionRow body Labs
// expect: SessionRow appeared Labs
:tap "Add Lunch on Mon"
// expect: ScheduleView body: Mon 2, Tue 1
// expect: SessionRow body Lunch
// expect: SessionRow appeared Lunch
:tap "Add Lunch on Mon"
