// rules §15.3: `:tap "Title"` finds a button by the text its label shows; a label that is a `LabeledContent`
// also answers to its title, as a `Label` answers to its title: a learner taps "Ben" on a row that shows
// "Ben" and the number beside it. The whole text still works. A `LabeledContent { value } label: { title }`
// shows its title first, whichever order the code gives them.
// Source: https://developer.apple.com/documentation/swiftui/labeledcontent ("a label and its content",
// the label leading), https://developer.apple.com/documentation/swiftui/button; matching the title is
// ObsREPL's choice (rules §15.3), extending how a Label is matched.
struct Contacts404: View {
    let people = [("Ana", "555-0101"), ("Ben", "555-0102")]
    var body: some View {
        List {
            ForEach(people, id: \.0) { person in
                Button { print("call", person.0) } label: {
                    LabeledContent(person.0, value: person.1)
                }
            }
            Button { print("add") } label: {
                LabeledContent {
                    Text("new")
                } label: {
                    Text("Add contact")
                }
            }
        }
    }
}

:mount Contacts404()
:tap "Ben"
:tap "Ana 555-0101"
:tap "Add contact"
:tree

// expect: call Ben
// expect: call Ana
// expect: add
// expect: Contacts404#1
// expect:   List
// expect:     row #2
// expect:       Button "Ana 555-0101"
// expect:     row #3
// expect:       Button "Ben 555-0102"
// expect:     Button "Add contact new"
