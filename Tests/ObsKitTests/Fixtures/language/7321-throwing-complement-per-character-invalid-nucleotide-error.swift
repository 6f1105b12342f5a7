// Exercism style (RNA Transcription): a throwing complement per Character with an invalid-nucleotide error
enum TranscriptionError: Error, CustomStringConvertible {
    case invalidNucleotide(Character)

    var description: String {
        switch self {
        case .invalidNucleotide(let c): return "invalid nucleotide '\(c)'"
        }
    }
}

struct Nucleotide {
    let strand: String

    init(_ strand: String) {
        self.strand = strand
    }

    private static let complements: [Character: Character] = ["G": "C", "C": "G", "T": "A", "A": "U"]

    func complementOfDNA() throws -> String {
        try String(strand.map { base -> Character in
            guard let c = Nucleotide.complements[base] else {
                throw TranscriptionError.invalidNucleotide(base)
            }
            return c
        })
    }
}

let strands = ["", "C", "G", "T", "A", "ACGTGGTCTTAA", "ACGTXXXCTTAA", "GATTACA", "U"]
for strand in strands {
    do {
        let rna = try Nucleotide(strand).complementOfDNA()
        print("\"\(strand)\" -> \"\(rna)\"")
    } catch let error as TranscriptionError {
        print("\"\(strand)\" -> \(error)")
    } catch {
        print("other error")
    }
}

// expect: "" -> ""
// expect: "C" -> "G"
// expect: "G" -> "C"
// expect: "T" -> "A"
// expect: "A" -> "U"
// expect: "ACGTGGTCTTAA" -> "UGCACCAGAAUU"
// expect: "ACGTXXXCTTAA" -> invalid nucleotide 'X'
// expect: "GATTACA" -> "CUAAUGU"
// expect: "U" -> invalid nucleotide 'U'
