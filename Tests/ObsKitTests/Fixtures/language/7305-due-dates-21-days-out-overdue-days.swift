// Sarunw style (library loans): due dates 21 days out, overdue days at a fixed check date, and fines formatted as currency with a cap
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")

let medium = DateFormatter()
medium.locale = Locale(identifier: "en_US")
medium.timeZone = calendar.timeZone
medium.dateStyle = .medium
medium.timeStyle = .none

struct Loan {
    let title: String
    let borrowed: DateComponents
    var renewals = 0
}

let loanDays = 21
let finePerDay = 0.25
let maxFine = 5.0
let checkDate = calendar.date(from: DateComponents(year: 2024, month: 11, day: 20))!

let loans = [
    Loan(title: "Dune", borrowed: DateComponents(year: 2024, month: 10, day: 1)),
    Loan(title: "Emma", borrowed: DateComponents(year: 2024, month: 10, day: 25)),
    Loan(title: "Ulysses", borrowed: DateComponents(year: 2024, month: 9, day: 2), renewals: 1),
    Loan(title: "Beloved", borrowed: DateComponents(year: 2024, month: 10, day: 30)),
]

var totalFines = 0.0
for loan in loans {
    let borrowed = calendar.date(from: loan.borrowed)!
    let due = calendar.date(byAdding: .day, value: loanDays * (1 + loan.renewals), to: borrowed)!
    let late = max(0, calendar.dateComponents([.day], from: due, to: checkDate).day!)
    let fine = min(Double(late) * finePerDay, maxFine)
    totalFines += fine
    var line = "\(loan.title): due \(medium.string(from: due))"
    if late > 0 {
        line += ", \(late) days late, fine \(fine.formatted(.currency(code: "USD").locale(us)))"
        if fine == maxFine { line += " (capped)" }
    } else {
        line += ", on time"
    }
    print(line)
}
print("total fines:", totalFines.formatted(.currency(code: "USD").locale(us)))
let dueSoon = loans.filter {
    let due = calendar.date(byAdding: .day, value: loanDays * (1 + $0.renewals), to: calendar.date(from: $0.borrowed)!)!
    let days = calendar.dateComponents([.day], from: checkDate, to: due).day!
    return (0...3).contains(days)
}
print("due within 3 days:", dueSoon.map(\.title))

// expect: Dune: due Oct 22, 2024, 29 days late, fine $5.00 (capped)
// expect: Emma: due Nov 15, 2024, 5 days late, fine $1.25
// expect: Ulysses: due Oct 14, 2024, 37 days late, fine $5.00 (capped)
// expect: Beloved: due Nov 20, 2024, on time
// expect: total fines: $11.25
// expect: due within 3 days: ["Beloved"]
