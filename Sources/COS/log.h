// `import os.log`: the API is in the Swift overlay (Sources/os).
