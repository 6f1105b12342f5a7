// Tutorial style (search filter): filtering a contact list with localizedCaseInsensitiveContains
import Foundation

struct Contact {
    let name: String
    let email: String
    let tags: [String]
}

let contacts = [
    Contact(name: "Anna Müller", email: "anna@example.de", tags: ["work", "berlin"]),
    Contact(name: "Tom Hanks", email: "tom@movies.com", tags: ["actor"]),
    Contact(name: "Thomas Anderson", email: "neo@matrix.io", tags: ["work", "hacker"]),
    Contact(name: "José Álvarez", email: "jose@example.es", tags: ["friend"]),
    Contact(name: "Ann Lee", email: "ann.lee@example.com", tags: []),
]

func search(_ query: String) -> [String] {
    let q = query.trimmingCharacters(in: .whitespacesAndNewlines)
    if q.isEmpty { return contacts.map { $0.name } }
    let terms = q.components(separatedBy: .whitespaces).filter { !$0.isEmpty }
    return contacts.filter { c in
        terms.allSatisfy { term in
            c.name.localizedCaseInsensitiveContains(term)
                || c.email.localizedCaseInsensitiveContains(term)
                || c.tags.contains { $0.caseInsensitiveCompare(term) == .orderedSame }
        }
    }.map { $0.name }
}

for q in ["ann", "TOM", "  work ", "example com", "JOSÉ", "jose", "zzz", "", "müller", "hacker thomas"] {
    print("'\(q)': \(search(q))")
}

let standard = contacts.filter { $0.name.localizedStandardContains("alvarez") }.map { $0.name }
print("standard:", standard)

func highlight(_ text: String, _ term: String) -> String {
    guard let r = text.range(of: term, options: .caseInsensitive) else { return text }
    return text.replacingCharacters(in: r, with: "[" + text[r] + "]")
}
print(highlight("Thomas Anderson", "AND"))
print(highlight("Tom Hanks", "x"))
print(contacts.filter { $0.email.hasSuffix(".com") }.count)
// expect: 'ann': ["Anna Müller", "Ann Lee"]
// expect: 'TOM': ["Tom Hanks"]
// expect: '  work ': ["Anna Müller", "Thomas Anderson"]
// expect: 'example com': ["Ann Lee"]
// expect: 'JOSÉ': ["José Álvarez"]
// expect: 'jose': ["José Álvarez"]
// expect: 'zzz': []
// expect: '': ["Anna Müller", "Tom Hanks", "Thomas Anderson", "José Álvarez", "Ann Lee"]
// expect: 'müller': ["Anna Müller"]
// expect: 'hacker thomas': ["Thomas Anderson"]
// expect: standard: ["José Álvarez"]
// expect: Thomas [And]erson
// expect: Tom Hanks
// expect: 2
