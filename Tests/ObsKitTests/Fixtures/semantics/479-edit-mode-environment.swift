// `\.editMode` is an optional binding to an `EditMode`. Inside a navigation stack it holds the stack's edit
// mode, `.inactive` at first; `EditButton` toggles the edit mode of its environment (`.active`, then
// `.inactive`) and is titled "Done" while editing; `isEditing` is true for every mode but `.inactive`. A
// view that reads `\.editMode` runs again when the mode changes; `.environment(\.editMode, $mode)` hands
// views a binding of the script's own, which EditButton and code write alike. Outside any stack, the window
// gives one of its own, as its hosting controller does (Apple's Landmarks tutorial toggles one with an
// EditButton in a view presented in a sheet, no stack around it).
// Source: Apple, `environmentvalues/editmode` ("an optional binding to the edit mode state"), `editmode`
// (`isEditing`: "true if the mode is something other than inactive"), `editbutton` ("toggles the
// environment's editMode value"; "displays the title Done while edit mode is active"). That a navigation
// stack, the window and each sheet provide the mode is ObsREPL's choice, rules §15.25.
import SwiftUI

struct Line: View {
    let name: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = Self._printChanges()
        let mode = editMode?.wrappedValue
        Text(mode?.isEditing == true ? "\(name) (editing)" : name)
    }
}

struct Stacked: View {
    var body: some View {
        NavigationStack {
            List {
                Line(name: "one")
            }
            .toolbar { EditButton() }
        }
    }
}

struct Owned: View {
    @State private var mode = EditMode.inactive

    var body: some View {
        VStack {
            EditButton()
            Line(name: "two")
            Button("transient") { mode = .transient }
        }
        .environment(\.editMode, $mode)
        .onChange(of: mode) { old, new in print("mode:", old, "->", new) }
    }
}

struct Loose: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = print("no edit mode:", editMode == nil)
        EditButton()
    }
}

:mount Stacked()
:tap "Edit"
:tree
:tap "Done"
:mount Owned()
:tap "transient"
:tap "Done"
:mount Loose()
:tap "Edit"
:tree

// expect: Line: @self, @identity, _editMode changed.
// expect: Line: _editMode changed.
// expect: Stacked#1
// expect:   NavigationStack
// expect:     List  .toolbar
// expect:       Line#2
// expect:         Text "one (editing)"
// expect:     toolbar:
// expect:       Button "Done"
// expect: Line: _editMode changed.
// expect: Line: @self, @identity, _editMode changed.
// expect: Line: _editMode changed.
// expect: mode: inactive -> transient
// expect: Line: _editMode changed.
// expect: mode: transient -> inactive
// expect: no edit mode: false
// expect: no edit mode: false
// expect: Loose#5
// expect:   Button "Done"
