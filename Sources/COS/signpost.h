// `import os.signpost`: the API is in the Swift overlay (Sources/os).
