// Hacking with Swift iExpense style: an @Observable ledger of value structs in @State; rows take an entry by value, so adding one runs the screen, the total header and the new row only, and removing one runs no row at all (rules §1.2, §2.3, §2.7, §8.3)
import SwiftUI

struct Outlay: Identifiable, Equatable {
    let id: Int
    var label: String
    var cents: Int
}

@Observable
final class Ledger {
    var outlays: [Outlay] = [
        Outlay(id: 1, label: "Coffee", cents: 350),
        Outlay(id: 2, label: "Bus", cents: 275),
    ]
    @ObservationIgnored private var nextID = 3

    var totalCents: Int { outlays.reduce(0) { $0 + $1.cents } }

    func add(_ label: String, cents: Int) {
        outlays.append(Outlay(id: nextID, label: label, cents: cents))
        nextID += 1
    }
}

struct OutlayRow: View {
    let outlay: Outlay

    var body: some View {
        let _ = print("OutlayRow body: \(outlay.label)")
        HStack {
            Text(outlay.label)
            Spacer()
            Text("\(outlay.cents) c")
        }
    }
}

struct LedgerTotal: View {
    let ledger: Ledger

    var body: some View {
        let _ = print("LedgerTotal body: \(ledger.totalCents)")
        Text("Total \(ledger.totalCents) c")
    }
}

struct LedgerScreen: View {
    @State private var ledger = Ledger()

    var body: some View {
        let _ = print("LedgerScreen body: \(ledger.outlays.count) outlays")
        List {
            LedgerTotal(ledger: ledger)
            ForEach(ledger.outlays) { outlay in
                OutlayRow(outlay: outlay)
            }
            Button("Add Lunch") { ledger.add("Lunch", cents: 900) }
            Button("Remove First") { ledger.outlays.removeFirst() }
        }
    }
}

:mount LedgerScreen()
// expect: LedgerScreen body: 2 outlays
// expect: LedgerTotal body: 625
// expect: OutlayRow body: Coffee
// expect: OutlayRow body: Bus
:tap "Add Lunch"
// expect: LedgerScreen body: 3 outlays
// expect: LedgerTotal body: 1525
// expect: OutlayRow body: Lunch
:tap "Remove First"
// expect: LedgerScreen body: 2 outlays
// expect: LedgerTotal body: 1175
