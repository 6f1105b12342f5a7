// Hacking with Swift style: iExpense, rebuilt small: an @Observable book of expenses in @State, a List, and an add form in a sheet that appends and dismisses; the sheet's Picker passes $kind on and never re-runs its body (rules §3.5, §8, §13, §15.12, §15.14)
import SwiftUI

struct ExpenseEntry: Identifiable {
    let id = UUID()
    let title: String
    let kind: String
    let cost: Double
}

@Observable
class ExpenseBook {
    var entries = [ExpenseEntry]()
}

struct AddEntryView: View {
    @Environment(\.dismiss) var dismiss
    @State private var title = ""
    @State private var kind = "Personal"
    var book: ExpenseBook

    let kinds = ["Business", "Personal"]

    var body: some View {
        let _ = print("AddEntryView body: title=\(title)")
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Picker("Kind", selection: $kind) {
                    ForEach(kinds, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Add expense")
            .toolbar {
                Button("Save") {
                    print("saved \(title) as \(kind)")
                    book.entries.append(ExpenseEntry(title: title, kind: kind, cost: 12.5))
                    dismiss()
                }
            }
        }
    }
}

struct ExpenseListView: View {
    @State private var book = ExpenseBook()
    @State private var showingAdd = false

    var body: some View {
        let _ = print("ExpenseListView body: \(book.entries.count) entries")
        NavigationStack {
            List {
                ForEach(book.entries) { entry in
                    HStack {
                        Text(entry.title)
                        Spacer()
                        Text(entry.cost, format: .currency(code: "USD"))
                    }
                }
            }
            .navigationTitle("Spendings")
            .toolbar {
                Button("Add Expense") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddEntryView(book: book)
            }
        }
    }
}

:mount ExpenseListView()
// expect: ExpenseListView body: 0 entries
:tap "Add Expense"
// expect: AddEntryView body: title=
:type "Taxi" into "Title"
// expect: AddEntryView body: title=T
// expect: AddEntryView body: title=Ta
// expect: AddEntryView body: title=Tax
// expect: AddEntryView body: title=Taxi
:pick "Business" in "Kind"
:tap "Save"
// expect: saved Taxi as Business
// expect: ExpenseListView body: 1 entries
:tap "Add Expense"
// expect: AddEntryView body: title=
:dismiss
