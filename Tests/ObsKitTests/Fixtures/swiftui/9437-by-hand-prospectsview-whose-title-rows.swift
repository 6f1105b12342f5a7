// SwiftUI from a tutorial pattern: https://www.tartanhare.com/2021/01/09/201609.html (Hot Prospects before SwiftData: an ObservableObject Prospects shared with environmentObject, Prospect a plain class with `fileprivate(set) var isContacted`, a toggle method that calls objectWillChange.send() by hand, and a ProspectsView whose title and rows are computed from its filter)
// (a learner's day-84 notes on the "100 Days of SwiftUI" Hot Prospects project.) The course's Prospect is a class, so
// flipping `isContacted` changes no @Published array; its `toggle(_:)` sends `objectWillChange` first.
// ProspectsView reads the store with @EnvironmentObject, so each send re-runs its body, which recomputes the
// filtered names. The root owns the store with @StateObject and a segmented Picker chooses the filter; a new filter
// makes a new ProspectsView value, whose body runs once.
// - "Scan" twice adds two people; "Mark Paul Hudson contacted"; pick Contacted, then Uncontacted;
//   "Mark Taylor Swift contacted" empties the uncontacted list.
import SwiftUI
import Foundation

class Prospect: Identifiable {
    var id = UUID()
    var name = "Anonymous"
    var emailAddress = ""
    fileprivate(set) var isContacted = false
}

class Prospects: ObservableObject {
    @Published var people: [Prospect]

    init() {
        self.people = []
    }

    func toggle(_ prospect: Prospect) {
        objectWillChange.send()
        prospect.isContacted.toggle()
    }
}

enum FilterType {
    case none, contacted, uncontacted
}

struct ProspectsView: View {
    let filter: FilterType
    @EnvironmentObject var prospects: Prospects

    var title: String {
        switch filter {
        case .none:
            return "Everyone"
        case .contacted:
            return "Contacted people"
        case .uncontacted:
            return "Uncontacted people"
        }
    }

    var filteredProspects: [Prospect] {
        switch filter {
        case .none:
            return prospects.people
        case .contacted:
            return prospects.people.filter { $0.isContacted }
        case .uncontacted:
            return prospects.people.filter { !$0.isContacted }
        }
    }

    var body: some View {
        let _ = print("\(title) [\(filteredProspects.map(\.name).joined(separator: ", "))]")
        NavigationStack {
            List {
                ForEach(filteredProspects) { prospect in
                    VStack(alignment: .leading) {
                        Text(prospect.name)
                        Text(prospect.emailAddress)
                    }
                    Button(prospect.isContacted ? "Mark \(prospect.name) uncontacted" : "Mark \(prospect.name) contacted") {
                        prospects.toggle(prospect)
                    }
                }
            }
            .navigationTitle(title)
            .toolbar {
                Button("Scan") {
                    let names = ["Paul Hudson", "Taylor Swift"]
                    let prospect = Prospect()
                    prospect.name = names[prospects.people.count % names.count]
                    prospect.emailAddress = "person\(prospects.people.count)@example.com"
                    prospects.people.append(prospect)
                }
            }
        }
    }
}

struct ProspectsRoot: View {
    @StateObject var prospects = Prospects()
    @State private var filter = FilterType.none

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                Text("Everyone").tag(FilterType.none)
                Text("Contacted").tag(FilterType.contacted)
                Text("Uncontacted").tag(FilterType.uncontacted)
            }
            .pickerStyle(.segmented)

            ProspectsView(filter: filter)
        }
        .environmentObject(prospects)
    }
}

:mount ProspectsRoot()
// expect: Everyone []
:tap "Scan"
// expect: Everyone [Paul Hudson]
:tap "Scan"
// expect: Everyone [Paul Hudson, Taylor Swift]
:tap "Mark Paul Hudson contacted"
// expect: Everyone [Paul Hudson, Taylor Swift]
:pick "Contacted" in "Filter"
// expect: Contacted people [Paul Hudson]
:pick "Uncontacted" in "Filter"
// expect: Uncontacted people [Taylor Swift]
:tap "Mark Taylor Swift contacted"
// expect: Uncontacted people []
