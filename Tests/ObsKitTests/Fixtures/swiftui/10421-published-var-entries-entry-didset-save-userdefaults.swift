// Hacking with Swift iExpense style: @Published var entries = [Entry]() { didSet { save to UserDefaults } } with an init that loads; the empty state is a ContentUnavailableView, and a second mount's store finds the saved entry (its init's assignment runs didSet, as the property has an initial value) (rules §4.2, §6.3, §15.6, §1.1)
import SwiftUI

struct Entry: Identifiable, Codable, Equatable {
    var id: Int
    var name: String
    var amount: Int
}

final class Spending: ObservableObject {
    @Published var entries = [Entry]() {
        didSet {
            if let data = try? JSONEncoder().encode(entries) {
                UserDefaults.standard.set(data, forKey: "Entries")
                print("saved \(entries.count) entries")
            }
        }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: "Entries"),
           let decoded = try? JSONDecoder().decode([Entry].self, from: data) {
            entries = decoded
            print("loaded \(decoded.count) entries")
            return
        }
        entries = []
        print("started empty")
    }
}

struct EntryRow: View {
    let entry: Entry

    var body: some View {
        let _ = print("EntryRow body: \(entry.name) \(entry.amount)")
        Text("\(entry.name): \(entry.amount)")
    }
}

struct SpendingView: View {
    @StateObject private var spending = Spending()

    var body: some View {
        let _ = print("SpendingView body: \(spending.entries.count) entries")
        VStack {
            if spending.entries.isEmpty {
                ContentUnavailableView("No Expenses", systemImage: "creditcard")
            } else {
                List(spending.entries) { entry in
                    EntryRow(entry: entry)
                }
            }
            Button("Add Coffee") {
                spending.entries.append(Entry(id: spending.entries.count + 1, name: "Coffee", amount: 4))
            }
        }
    }
}

:mount SpendingView()
// expect: saved 0 entries
// expect: started empty
// expect: SpendingView body: 0 entries
:tap "Add Coffee"
// expect: saved 1 entries
// expect: SpendingView body: 1 entries
// expect: EntryRow body: Coffee 4
:unmount
:mount SpendingView()
// expect: saved 1 entries
// expect: loaded 1 entries
// expect: SpendingView body: 1 entries
// expect: EntryRow body: Coffee 4
