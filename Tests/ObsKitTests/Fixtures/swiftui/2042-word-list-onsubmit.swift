// Issue 13 (A), a word game in the Word Scramble style: a TextField whose onSubmit validates and inserts the
// word at the top of a List with withAnimation, clears the field, and shows an alert for a repeated word;
// `.onAppear` picks the root word.
// Expected: `:submit` runs addWord; the field is cleared by the action; a duplicate opens the alert whose
// OK button (the default when the alert has no actions) dismisses it.
import SwiftUI

struct WordGame: View {
    @State private var usedWords: [String] = []
    @State private var rootWord = ""
    @State private var newWord = ""
    @State private var errorTitle = ""
    @State private var showingError = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addWord)
            .onAppear {
                rootWord = "silkworm"
                print("root word:", rootWord)
            }
            .alert(errorTitle, isPresented: $showingError) { }
        }
    }

    func addWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return }
        guard !usedWords.contains(answer) else {
            errorTitle = "Word used already"
            showingError = true
            print("duplicate:", answer)
            return
        }
        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
        print("words:", usedWords)
    }
}

:mount WordGame()
:type "Silk" into "Enter your word"
:submit "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"
:type "silk" into "Enter your word"
:submit "Enter your word"
:tap "OK"
:submit "Enter your word"

// expect: root word: silkworm
// expect: words: ["silk"]
// expect: words: ["worm", "silk"]
// expect: duplicate: silk
// expect: duplicate: silk
